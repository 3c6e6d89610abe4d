import { useWatch, type DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { useSchemaForm, type FormSchema, type SchemaForm } from './use-schema-form';

export interface LiveFilter<S extends FormSchema> {
  /** the filter's form, for a Form around its fields */
  form: SchemaForm<S>;
  /** the fields as the schema reads them, or null while one of them is wrong */
  filter: z.output<S> | null;
}

/**
 * A filter that applies as one types, with no submit: its fields are checked by the schema at each
 * change, so a wrong one says why beside it at once, and the list follows the fields whenever they
 * are right (null while one is wrong: nothing matches a filter that is not one).
 */
export function useLiveFilter<S extends FormSchema>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
): LiveFilter<S> {
  const form = useSchemaForm(schema, defaultValues, 'onChange');
  const values = useWatch({ control: form.control });
  const checked = schema.safeParse(values);
  return { form, filter: checked.success ? checked.data : null };
}
