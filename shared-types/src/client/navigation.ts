/**
 * The router surface the remotes use. The shell owns the only router and bundles react-router once,
 * tree-shaken; this module is shared through module federation as a singleton (like base-api), so a
 * remote's links and hooks read the shell's router without shipping react-router themselves.
 */
export { Link, NavLink, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
export type { LinkProps, NavLinkProps } from 'react-router';
