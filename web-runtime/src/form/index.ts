/**
 * The form kit of every web part: a form states its rule once, as a zod schema (the contract's where
 * there is one), and the kit shows each field's Korean message, moves the focus to the first wrong
 * field and announces the server's refusal. Bundled into each part that uses it (not shared at run
 * time: react-hook-form keeps no global state).
 */
export { useSchemaForm, type FormSchema, type SchemaForm } from './use-schema-form';
export { useLiveFilter, type LiveFilter } from './use-live-filter';
export { Form, SERVER_ERROR, type FormProps } from './form';
export { Field, type FieldProps } from './field';
export { FieldFrame, type FieldControlProps, type FieldFrameProps } from './field-frame';
export { FormError } from './form-error';
export { failureMessage } from './failure-message';
export type { FormClasses } from './form-classes';
