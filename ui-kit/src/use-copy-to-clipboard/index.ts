export {
  useCopyToClipboard,
  type CopyState,
  type UseCopyToClipboardOptions,
} from './use-copy-to-clipboard';
