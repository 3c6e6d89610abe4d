import { HttpError, sendMultipart } from '../src/lib/http';

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
