import { createContext, useContext } from 'react';

/** The class names a part gives its forms, so that each part keeps its own look. */
export interface FormClasses {
  /** the box around one field: label, control, hint and error */
  field?: string;
  /** a field's hint under its control */
  hint?: string;
  /** a field's own error and the form's summary error */
  error?: string;
}

export const FormClassesContext = createContext<FormClasses>({});

export const useFormClasses = () => useContext(FormClassesContext);
