import { useEffect, useRef, useState, type FormHTMLAttributes, type ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import type { z } from 'zod';
import { failureMessage } from './failure-message';
import { FormClassesContext, type FormClasses } from './form-classes';
import type { FormSchema, SchemaForm } from './use-schema-form';

/** Where the kit keeps the server's refusal of a submit, until the next submit. */
export const SERVER_ERROR = 'root.server';

type FormAttributes = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'>;

export interface FormProps<S extends FormSchema> extends FormAttributes {
  /** the form from useSchemaForm */
  form: SchemaForm<S>;
  /** called with the schema's output once every field is right; a throw is the server's refusal */
  onSubmit: (values: z.output<S>, form: SchemaForm<S>) => unknown;
  /** the Korean message of a refusal (defaults to the server's `{message}`, else the generic error) */
  describeFailure?: (failure: unknown) => string;
  /**
   * after a submit the server took: 'clear' empties the form to its defaults, 'keep' makes the sent
   * values its new start (not dirty); either keeps isSubmitSuccessful for a "saved" notice
   */
  afterSuccess?: 'clear' | 'keep';
  classes?: FormClasses;
  children: ReactNode;
}

/**
 * A form checked by its schema. A submit with a wrong field shows each field's message and moves the
 * focus to the first wrong field on screen; a right one calls onSubmit with the parsed values, and a
 * refusal it throws is shown by FormError.
 */
export function Form<S extends FormSchema>({
  form,
  onSubmit,
  describeFailure = failureMessage,
  afterSuccess,
  classes = {},
  children,
  ...attributes
}: FormProps<S>) {
  const element = useRef<HTMLFormElement>(null);
  const [refusedSubmits, setRefusedSubmits] = useState(0);
  // after the render that marked the wrong fields: the first in the page's order, not in the order
  // the fields were registered (react-hook-form's own focus), which a Controller can change
  // (each field marks itself in its own render, which a browser may commit a frame later than the form's)
  useEffect(() => {
    if (refusedSubmits === 0) return;
    let frame = 0;
    let frames = 0;
    const focusFirstWrong = () => {
      const first = element.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (first) first.focus();
      else if (++frames < 10) frame = requestAnimationFrame(focusFirstWrong);
    };
    focusFirstWrong();
    return () => cancelAnimationFrame(frame);
  }, [refusedSubmits]);
  // a reset inside onSubmit would cancel the submit's own end (react-hook-form), so it waits for it
  const { isSubmitSuccessful, submitCount } = form.formState;
  useEffect(() => {
    if (!isSubmitSuccessful || !afterSuccess) return;
    form.reset(afterSuccess === 'keep' ? form.getValues() : undefined, { keepIsSubmitSuccessful: true });
  }, [form, afterSuccess, isSubmitSuccessful, submitCount]);
  const submit = form.handleSubmit(
    async (values) => {
      try {
        await onSubmit(values, form);
      } catch (failure) {
        form.setError(SERVER_ERROR, { type: 'server', message: describeFailure(failure) });
      }
    },
    () => setRefusedSubmits((count) => count + 1),
  );
  return (
    <FormProvider {...form}>
      <FormClassesContext.Provider value={classes}>
        <form {...attributes} ref={element} noValidate onSubmit={(event) => void submit(event)}>
          {children}
        </form>
      </FormClassesContext.Provider>
    </FormProvider>
  );
}
