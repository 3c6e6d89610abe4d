import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

/** A form's rule: a zod schema from its values (what the inputs hold) to what the call sends. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

/** The form of a schema: its fields hold the schema's input, a submit hands over its output. */
export type SchemaForm<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

/**
 * useForm checked by a schema: the rule is stated once, in the schema (the contract's where there is
 * one), and a field's error is the schema's Korean message for it.
 */
export function useSchemaForm<S extends FormSchema>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  /** when a field is first checked: at the submit (the default), or at each change (a live filter) */
  mode: Extract<UseFormProps['mode'], 'onSubmit' | 'onChange'> = 'onSubmit',
): SchemaForm<S> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema, undefined, { mode: 'sync' }),
    defaultValues,
    mode,
    // a field already shown wrong is checked again as it is typed, so its error goes once it is right
    reValidateMode: 'onChange',
    // Form moves the focus itself, in the page's order
    shouldFocusError: false,
  });
}
