import { useParams } from 'react-router-dom';
import { positiveIdOf } from '@portal/shared-types/common/ids';

/** The :id of the route as a positive integer, or null when the address holds anything else. */
export function useIdParam(): number | null {
  const { id } = useParams();
  return positiveIdOf(id);
}
