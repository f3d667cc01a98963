export * from './chat-script';
export {
  ChatWidget,
  ChatWidgetComposer,
  ChatWidgetLauncher,
  ChatWidgetLog,
  ChatWidgetPanel,
  ChatWidgetReplies,
  ChatWidgetRoot,
  ChatWidgetTeaser,
  type ChatWidgetLogProps,
  type ChatWidgetPanelProps,
  type ChatWidgetPlacement,
  type ChatWidgetProps,
  type ChatWidgetRootProps,
} from './chat-widget';
export type { ChatMessage } from './use-conversation';
