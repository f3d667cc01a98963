export * from './chat-script';
export { ChatWidget, type ChatWidgetProps } from './chat-widget';
export type { ChatMessage } from './use-conversation';
