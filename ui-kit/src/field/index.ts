export {
  Input,
  inputClassName,
  NumberField,
  type FieldTextProps,
  type InputProps,
  type NumberFieldProps,
} from './field';
