import { serveFetch } from './support/web-fetch';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '@portal/web-runtime/store';
import { useVerification } from '../src/components/verification/use-verification';

function Probe() {
  const { verification, start } = useVerification();
  return (
    <>
      <p>{verification ? `인증됨: ${verification.name} ${verification.phone}` : '인증 전'}</p>
      <button type="button" onClick={start}>
        인증 시작
      </button>
    </>
  );
}

const renderProbe = () =>
  render(
    <Provider store={makeStore()}>
      <Probe />
    </Provider>,
  );

const post = (data: unknown, source: Window | null, origin = window.location.origin) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });

/** A real same-origin window (an iframe's) stands for a window: jsdom's message events want one. */
function makeWindow(): Window {
  const frame = document.createElement('iframe');
  document.body.appendChild(frame);
  return frame.contentWindow!;
}

const prepared = { tokenVersionId: 'v1', encData: 'enc', integrity: 'int', formAction: '/portal/niceid/dev' };

/** Clicks start with a working preparation: the hook opens `identityWindow` and posts the form into it. */
async function startVerification(identityWindow: Window) {
  serveFetch((url) =>
    url.pathname === '/portal/niceid/prepare' ? { status: 200, body: prepared } : { status: 404 },
  );
  jest.spyOn(window, 'open').mockReturnValue(identityWindow);
  jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
  await userEvent.setup().click(screen.getByRole('button', { name: '인증 시작' }));
  await act(async () => {});
}

const result = { name: '홍길동', phone: '010-1111-2222', verificationToken: 'signed' };

afterEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

describe('useVerification', () => {
  it('when a message comes from another origin, then it is ignored', async () => {
    renderProbe();
    const identityWindow = makeWindow();
    await startVerification(identityWindow);
    post(result, identityWindow, 'https://evil.example');
    expect(screen.getByText('인증 전')).toBeInTheDocument();
  });

  it('when a same-origin message has the wrong shape, then it is ignored', async () => {
    renderProbe();
    const identityWindow = makeWindow();
    await startVerification(identityWindow);
    post({ name: '홍길동', phone: '01011112222' }, identityWindow);
    post('홍길동', identityWindow);
    expect(screen.getByText('인증 전')).toBeInTheDocument();
  });

  it('when another same-origin window posts a well-formed result, then it is ignored', async () => {
    renderProbe();
    await startVerification(makeWindow());
    post(result, makeWindow());
    post(result, window);
    post(result, null);
    expect(screen.getByText('인증 전')).toBeInTheDocument();
  });

  it('when no identity window was opened, then a well-formed same-origin message is ignored', () => {
    renderProbe();
    post(result, makeWindow());
    expect(screen.getByText('인증 전')).toBeInTheDocument();
  });

  it('when the identity window posts back, then the person is verified with a digits-only phone, kept for this tab', async () => {
    renderProbe();
    const identityWindow = makeWindow();
    await startVerification(identityWindow);
    post(result, identityWindow);
    expect(screen.getByText('인증됨: 홍길동 01011112222')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('apply-verification')!)).toEqual({
      ...result,
      phone: '01011112222',
    });
  });

  it('when this tab verified before, then the verification is read back after navigation', () => {
    sessionStorage.setItem('apply-verification', JSON.stringify({ ...result, phone: '01011112222' }));
    renderProbe();
    expect(screen.getByText('인증됨: 홍길동 01011112222')).toBeInTheDocument();
  });

  it('when preparation fails, then the 480x812 window is closed and the spec message shown', async () => {
    serveFetch(() => ({ status: 500 }));
    const identityWindow = { close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(identityWindow as unknown as Window);
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderProbe();
    await userEvent.setup().click(screen.getByRole('button', { name: '인증 시작' }));
    expect(open).toHaveBeenCalledWith(
      'about:blank',
      expect.any(String),
      expect.stringContaining('width=480,height=812'),
    );
    await screen.findByText('인증 전');
    await act(async () => {});
    expect(alert).toHaveBeenCalledWith('본인인증 준비 중 오류가 발생했습니다.');
    expect(identityWindow.close).toHaveBeenCalled();
  });
});
