import { useParams } from '@portal/shared-types/client/navigation';
import { idParamSchema } from '@portal/shared-types/notices';

/** The :id of the route as a positive integer, or null when the address holds anything else. */
export function useIdParam(): number | null {
  const { id } = useParams();
  const parsed = idParamSchema.safeParse({ id });
  return parsed.success ? parsed.data.id : null;
}
