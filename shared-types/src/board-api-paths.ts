import { PRODUCT } from './product';

/** Admin calls of the board (spec section 7) that apiPaths in product.ts does not name yet. */
export const boardAdminPaths = {
  notice: (id: number) => `/${PRODUCT}/admin/notice/${id}`,
  resource: (id: number) => `/${PRODUCT}/admin/resource/${id}`,
} as const;
