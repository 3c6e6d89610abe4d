import { Form, type FormProps, type FormSchema } from '@portal/web-runtime/form';
import styles from './admin-ui.module.css';
import { adminFormClasses } from './form-classes';

/** The kit's Form with the admin's look: the form's layout and its fields' classes, unless given. */
export function AdminForm<S extends FormSchema>({
  className = styles.form,
  classes = adminFormClasses,
  ...props
}: FormProps<S>) {
  return <Form className={className} classes={classes} {...props} />;
}
