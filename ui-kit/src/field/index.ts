export {
  Field,
  FieldControl,
  FieldDescription,
  FieldError,
  FieldLabel,
  type FieldControlProps,
  type FieldProps,
  type FieldTextProps,
} from './field';
export { focusFirstInvalid } from './focus-first-invalid';
export { Input, type InputProps } from './input';
export { inputClassName } from '../lib/input-class-name';
export { NumberField, type NumberFieldProps } from './number-field';
export { NativeSelect, nativeSelectClassName, type NativeSelectProps } from './native-select';
