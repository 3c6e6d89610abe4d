import { requestOf } from '../src/http/route';
import { authRoutes } from '../src/http/routes/auth';
import { noticeRoutes } from '../src/http/routes/board';
import { paths, routeTable } from '../src/site/routes';

describe('the route table and its path helpers', () => {
  test('helpers spell the spec addresses', () => {
    expect(paths.noticeDetail(7)).toBe('/notice/detail/7');
    expect(paths.resources()).toBe('/notice/resources');
    expect(paths.roundDraw(3)).toBe('/apply/draw/3');
    expect(paths.login()).toBe('/login');
  });

  test('no two pages share a key or an address', () => {
    expect(new Set(routeTable.map((entry) => entry.key)).size).toBe(routeTable.length);
    expect(new Set(routeTable.map((entry) => entry.path)).size).toBe(routeTable.length);
  });
});

describe('a call as a request', () => {
  test('requestOf gives the contract path with its parameters and the upper-case method', () => {
    expect(requestOf(noticeRoutes.remove, { id: 3 })).toEqual({
      url: '/portal/admin/notice/3',
      method: 'DELETE',
    });
    expect(requestOf(authRoutes.login)).toEqual({ url: '/portal/login', method: 'POST' });
  });
});
