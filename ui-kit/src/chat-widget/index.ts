export * from './chat-script';
export { ChatWidget, type ChatWidgetPlacement, type ChatWidgetProps } from './chat-widget';
export type { ChatMessage } from './use-conversation';
