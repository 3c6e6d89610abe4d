import type { AdminRoleRequirement } from '../auth/admin-roles';

/**
 * The route table: every page, its title, and the remote that owns it.
 * The shell builds its router from this table; components link with `paths.*` helpers.
 */
/**
 * Every remote, by its federation name (the package folder with `_` for `-`), in the order of the root
 * package.json's workspaces, which a test holds this list to. `npm run new-remote` adds to both.
 */
export const remoteNames = ['mf_info', 'mf_apply', 'mf_board', 'mf_admin'] as const;

export type RemoteName = (typeof remoteNames)[number];

/** A remote's package folder: `mf_board` lives in `mf-board`. */
export const remoteFolderOf = (name: RemoteName): string => name.replace(/_/g, '-');

export interface RouteEntry {
  key: PageKey;
  /** path pattern, as React Router reads it: `:name` segments */
  path: string;
  /** title shown in the banner and in document.title */
  title: string;
  remote: RemoteName;
  /** admin-only routes trigger the guard */
  admin?: boolean;
  /**
   * An admin screen's roles, any one of which opens it (from the calls it makes; `signedIn`: every admin):
   * the menu shows it only then, and otherwise it shows that it may not be seen. The server checks each call.
   */
  roles?: AdminRoleRequirement;
  /** the popup window page is shown without header, footer or banner */
  bare?: boolean;
}

type PageSpec = Omit<RouteEntry, 'key'>;

/** Every page by its key, in matching order; `paths`, `routeTable` and `PageKey` are derived from it. */
const pages = {
  home: { path: '/', title: '홈', remote: 'mf_info' },
  introduction: { path: '/introduction', title: '사업개요', remote: 'mf_info' },
  environment: { path: '/environment', title: '평면안내', remote: 'mf_info' },
  community: { path: '/environment/community', title: '커뮤니티시설', remote: 'mf_info' },
  requirement: { path: '/requirement', title: '입주자격', remote: 'mf_info' },
  documents: { path: '/requirement/documents', title: '제출서류', remote: 'mf_info' },
  guide: { path: '/guide', title: '입주안내', remote: 'mf_info' },
  map: { path: '/map', title: '오시는 길', remote: 'mf_info' },
  finance: { path: '/apply/finance', title: '금융지원', remote: 'mf_info' },
  apply: { path: '/apply', title: '청약신청', remote: 'mf_apply' },
  applicationEdit: { path: '/apply/edit/:id', title: '청약 신청 수정', remote: 'mf_apply' },
  applyReceipt: { path: '/apply/receipt', title: '청약 접수증', remote: 'mf_apply' },
  inquiry: { path: '/inquiry', title: '청약조회', remote: 'mf_apply' },
  // the round's public draw page: list digest, 경쟁률, randomness, results, amendments
  roundDraw: { path: '/apply/draw/:id', title: '추첨 결과', remote: 'mf_apply' },
  // the written draw method (draw/v2), the same text as docs/draw-method-v2.md
  drawMethod: { path: '/apply/draw-method', title: '추첨 방법', remote: 'mf_apply' },
  notice: { path: '/notice', title: '공지사항', remote: 'mf_board' },
  noticeDetail: { path: '/notice/detail/:id', title: '공지사항', remote: 'mf_board' },
  resources: { path: '/notice/resources', title: '자료실', remote: 'mf_board' },
  resourceDetail: { path: '/resources/detail/:id', title: '자료실', remote: 'mf_board' },
  popup: { path: '/popup/:id', title: '팝업', remote: 'mf_board', bare: true },
  // 개인정보 보호법 제30조: the privacy policy is public, linked from every page's footer
  privacy: { path: '/privacy', title: '개인정보처리방침', remote: 'mf_info' },
  terms: { path: '/terms', title: '이용약관', remote: 'mf_info' },
  // the dashboard's cards follow the roles one by one
  admin: { path: '/admin', title: '관리자 페이지', remote: 'mf_admin', admin: true, roles: 'signedIn' },
  roundCreate: {
    path: '/admin/apply/create',
    title: '청약 등록',
    remote: 'mf_admin',
    admin: true,
    roles: ['rounds'],
  },
  roundEdit: {
    path: '/admin/apply/edit/:id',
    title: '청약 수정',
    remote: 'mf_admin',
    admin: true,
    roles: ['rounds'],
  },
  applicants: {
    path: '/admin/subscriptionApplicants/detail',
    title: '청약 신청자 관리',
    remote: 'mf_admin',
    admin: true,
    // the lists of applicants; the messages and the Excel file follow the roles one by one
    roles: ['rounds', 'review', 'privacy'],
  },
  // a drawn round's documents, their review, the 계약 안내 and the reserve call-ups
  roundReview: {
    path: '/admin/apply/review/:id',
    title: '서류 검토',
    remote: 'mf_admin',
    admin: true,
    roles: ['review'],
  },
  noticeNew: {
    path: '/admin/notice/new',
    title: '공지사항 작성',
    remote: 'mf_admin',
    admin: true,
    roles: ['content'],
  },
  noticeEdit: {
    path: '/admin/notice/edit/:id',
    title: '공지사항 수정',
    remote: 'mf_admin',
    admin: true,
    roles: ['content'],
  },
  resourceNew: {
    path: '/admin/resource/new',
    title: '자료 작성',
    remote: 'mf_admin',
    admin: true,
    roles: ['content'],
  },
  resourceEdit: {
    path: '/admin/resource/edit/:id',
    title: '자료 수정',
    remote: 'mf_admin',
    admin: true,
    roles: ['content'],
  },
  popupList: {
    path: '/admin/popup',
    title: '팝업 관리',
    remote: 'mf_admin',
    admin: true,
    roles: ['content'],
  },
  popupCreate: {
    path: '/admin/popup/create',
    title: '팝업 등록',
    remote: 'mf_admin',
    admin: true,
    roles: ['content'],
  },
  popupEdit: {
    path: '/admin/popup/edit/:id',
    title: '팝업 수정',
    remote: 'mf_admin',
    admin: true,
    roles: ['content'],
  },
  auditLog: { path: '/admin/audit', title: '감사 기록', remote: 'mf_admin', admin: true, roles: ['privacy'] },
  accessLog: {
    path: '/admin/accessLog',
    title: '접속기록',
    remote: 'mf_admin',
    admin: true,
    roles: ['privacy'],
  },
  adminSessions: {
    path: '/admin/sessions',
    title: '로그인 세션',
    remote: 'mf_admin',
    admin: true,
    roles: 'signedIn',
  },
  // the background jobs (draw retries, messages, reminders, audit checks, retention): last run and failures
  adminJobs: {
    path: '/admin/jobs',
    title: '예약 작업',
    remote: 'mf_admin',
    admin: true,
    roles: ['rounds', 'review', 'privacy', 'accounts'],
  },
  adminAccounts: {
    path: '/admin/accounts',
    title: '관리자 계정',
    remote: 'mf_admin',
    admin: true,
    roles: ['accounts'],
  },
} as const satisfies Record<string, PageSpec>;

type Pages = typeof pages;
export type PageKey = keyof Pages;

/** The pages a remote owns: its `./pages` module must have exactly these (remote-contract.ts). */
export type PageKeyOf<R extends RemoteName> = {
  [Key in PageKey]: Pages[Key]['remote'] extends R ? Key : never;
}[PageKey];

export const routeTable: readonly RouteEntry[] = Object.entries(pages).map(([key, page]) => ({
  key: key as PageKey,
  ...page,
}));

/** A page's address: a page with an `:id` takes it, the others take nothing. */
type PathHelper<Path extends string> = Path extends `${string}:id${string}`
  ? (id: number) => string
  : () => string;

/** Path helpers: components never spell a route as a string literal. */
export const paths = {
  ...(Object.fromEntries(
    routeTable.map(({ key, path }) => [key, (id?: number) => path.replace(':id', String(id))]),
  ) as { [Key in PageKey]: PathHelper<Pages[Key]['path']> }),
  /** the shell's own sign-in page, outside the remotes' table */
  login: () => '/login',
};

export interface MenuGroup {
  title: string;
  items: { label: string; path: string }[];
}

/** The four menu groups; a group title goes to its first item. */
export const menuGroups: readonly MenuGroup[] = [
  {
    title: '단지안내',
    items: [
      { label: '사업개요', path: paths.introduction() },
      { label: '평면안내', path: paths.environment() },
      { label: '커뮤니티시설', path: paths.community() },
      { label: '오시는 길', path: paths.map() },
    ],
  },
  {
    title: '입주안내',
    items: [
      { label: '입주자격', path: paths.requirement() },
      { label: '제출서류', path: paths.documents() },
      { label: '금융지원', path: paths.finance() },
    ],
  },
  {
    title: '청약안내',
    items: [
      { label: '청약신청', path: paths.apply() },
      { label: '청약조회', path: paths.inquiry() },
    ],
  },
  {
    title: '고객센터',
    items: [
      { label: '공지사항', path: paths.notice() },
      { label: '자료실', path: paths.resources() },
    ],
  },
];
