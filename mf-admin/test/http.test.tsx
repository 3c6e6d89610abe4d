import { renderHook } from '@testing-library/react';
import { Provider } from 'react-redux';
import { adminSessionEnded } from '@portal/web-runtime/base-api';
import { listeners, makeStore } from '@portal/web-runtime/store';
import { HttpError, sendMultipart, useSendMultipart } from '../src/lib/http';

type Outcome = { network: 'down' } | { status: number; body: string };

/** Stands in for XMLHttpRequest: answers every send with `outcome`. */
function fakeXhr(outcome: Outcome) {
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress?: unknown } = {};
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    send() {
      if ('network' in outcome) return this.onerror?.();
      this.status = outcome.status;
      this.responseText = outcome.body;
      this.onload?.();
    }
  }
  Object.assign(globalThis, { XMLHttpRequest: FakeXhr });
}

const send = () => sendMultipart({ method: 'POST', url: '/portal/admin/notice' }, new FormData());
const original = globalThis.XMLHttpRequest;
afterEach(() => Object.assign(globalThis, { XMLHttpRequest: original }));

describe('sendMultipart failures', () => {
  it('when the network fails, then the Korean server error message is given, status 0', async () => {
    fakeXhr({ network: 'down' });
    await expect(send()).rejects.toEqual(
      new HttpError(0, '서버에서 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.'),
    );
  });

  it('when a proxy answers an English HTML page, then the Korean server error message is given instead', async () => {
    fakeXhr({ status: 502, body: '<html><body>502 Bad Gateway</body></html>' });
    const failure = await send().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).status).toBe(502);
    expect((failure as HttpError).message).toBe('서버에서 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.');
  });

  it("when the server answers {message}, then the server's Korean message is given", async () => {
    fakeXhr({ status: 400, body: JSON.stringify({ message: '제목을 입력해 주세요.' }) });
    await expect(send()).rejects.toMatchObject({ status: 400, message: '제목을 입력해 주세요.' });
  });
});

describe('useSendMultipart', () => {
  async function sendWithHook(outcome: Outcome) {
    fakeXhr(outcome);
    const ended: number[] = [];
    const stop = listeners.startListening({
      actionCreator: adminSessionEnded,
      effect: ({ payload }) => void ended.push(payload.status),
    });
    const store = makeStore();
    const { result } = renderHook(() => useSendMultipart(), {
      wrapper: ({ children }) => <Provider store={store}>{children}</Provider>,
    });
    const failure = await result
      .current({ method: 'POST', url: '/portal/admin/notice' }, new FormData())
      .catch((error: unknown) => error);
    stop();
    return { failure, ended };
  }

  it('when an upload is refused with 401, then the admin session ends and the caller still hears the failure', async () => {
    const { failure, ended } = await sendWithHook({
      status: 401,
      body: JSON.stringify({ message: '토큰이 유효하지 않습니다.' }),
    });
    expect(ended).toEqual([401]);
    expect(failure).toMatchObject({ status: 401 });
  });

  it('when an upload fails otherwise, then the session stays', async () => {
    const { failure, ended } = await sendWithHook({ status: 400, body: JSON.stringify({ message: '제목' }) });
    expect(ended).toEqual([]);
    expect(failure).toMatchObject({ status: 400 });
  });
});
