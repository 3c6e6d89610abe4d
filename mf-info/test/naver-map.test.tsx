import { act, render, screen } from '@testing-library/react';
import type * as naverMapModule from '../src/features/map/naver-map';

type NaverMapModule = typeof naverMapModule;

jest.mock('@portal/shared-types/site/site-config', () => {
  const actual = jest.requireActual('@portal/shared-types/site/site-config');
  return {
    ...actual,
    siteConfig: { ...actual.siteConfig, map: { ...actual.siteConfig.map, naverClientId: 'test-id' } },
  };
});

// imported after jest.mock has run: the transform does not hoist jest.mock above static imports
const { NaverMap } = jest.requireActual<NaverMapModule>('../src/features/map/naver-map');

// jsdom would really fetch the script (and fail, the network being closed): keep it out of the document
let appended: HTMLScriptElement | null = null;
const mapScript = () => appended;

beforeEach(() => {
  appended = null;
  jest.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    appended = node as unknown as HTMLScriptElement;
    return node;
  });
});
const fallbackText = '지도를 표시할 수 없어 약도와 주소로 안내해 드립니다.';

afterEach(() => {
  jest.restoreAllMocks();
  delete window.naver;
});

describe('NaverMap with a client id', () => {
  it('when mounted, then it loads the v3 script with the client id and says it is loading', () => {
    render(<NaverMap />);
    expect(mapScript()).toHaveAttribute('src', expect.stringContaining('ncpKeyId=test-id'));
    expect(screen.getByRole('status')).toHaveTextContent('지도를 불러오는 중입니다.');
  });

  it('when the script fails to load, then the fallback with the sketch and map links is shown', async () => {
    render(<NaverMap />);
    await act(async () => {
      mapScript()?.dispatchEvent(new Event('error'));
    });
    expect(screen.getByText(fallbackText)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^일러스트: 단지 위치 약도/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '카카오맵에서 보기 (새 창)' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('when Naver refuses the client id, then the fallback replaces the map', async () => {
    render(<NaverMap />);
    await act(async () => {
      window.navermap_authFailure?.();
    });
    expect(screen.getByText(fallbackText)).toBeInTheDocument();
  });

  it('when the script loads, then a map centred at zoom 17 gets a marker', async () => {
    const created: { zoom?: number; marker?: boolean } = {};
    render(<NaverMap />);
    window.naver = {
      maps: {
        LatLng: class {} as never,
        Map: class {
          constructor(_element: HTMLElement, options: { zoom: number }) {
            created.zoom = options.zoom;
          }
        } as never,
        Marker: class {
          constructor() {
            created.marker = true;
          }
        } as never,
      },
    };
    await act(async () => {
      mapScript()?.dispatchEvent(new Event('load'));
    });
    expect(created).toEqual({ zoom: 17, marker: true });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText(fallbackText)).not.toBeInTheDocument();
  });
});
