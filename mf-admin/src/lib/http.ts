import { useCallback } from 'react';
import { messages } from '@portal/shared-types/common/messages';
import {
  adminCheckPassed,
  adminSessionEnded,
  isAdminRefusal,
  noteAdminActivity,
} from '@portal/web-runtime/base-api';
import { selectAdminToken, useAppDispatch, useAppStore } from '@portal/web-runtime/store';
import { accessReasonHeaders } from './access-reason';

/**
 * A failed call: its status (0 when the network failed) and a Korean message to show: the server's
 * `{message}`, else the generic server error (never a raw English status text or HTML page).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A call's address and method, as `requestOf` spells it from the contract. */
export interface WriteRequest {
  url: string;
  method: string;
}

/**
 * Sends a multipart form with XMLHttpRequest, the one browser call that reports upload progress.
 * fetch cannot, so file uploads go through here with the same bearer header as baseApi (the store's
 * token, which useSendMultipart passes).
 */
export function sendMultipart(
  { method, url }: WriteRequest,
  form: FormData,
  onProgress?: (percent: number) => void,
  token: string | null = null,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      // every admin upload passed the server's check unless refused: a use of the session
      const message = readMessage(request.responseText);
      if (token && adminCheckPassed(request.status, message)) noteAdminActivity();
      if (request.status >= 200 && request.status < 300) return resolve();
      reject(new HttpError(request.status, message));
    };
    request.onerror = () => reject(new HttpError(0, messages.serverError));
    request.send(form);
  });
}

function readMessage(text: string): string {
  try {
    const body = JSON.parse(text) as { message?: unknown } | null;
    return typeof body?.message === 'string' && body.message.trim() ? body.message : messages.serverError;
  } catch {
    return messages.serverError;
  }
}

/**
 * sendMultipart for a component: a refused session (401, 403 but for a role) ends the admin session as
 * every RTK Query admin call does (the shell then sends the admin to /login), and still rejects for the
 * caller.
 */
export function useSendMultipart(): typeof sendMultipart {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  return useCallback(
    async (request, form, onProgress) => {
      try {
        // the token when the call leaves, not when the form rendered
        await sendMultipart(request, form, onProgress, selectAdminToken(store.getState()));
      } catch (failure) {
        if (failure instanceof HttpError && isAdminRefusal(failure.status, failure.message))
          dispatch(adminSessionEnded({ status: failure.status }));
        throw failure;
      }
    },
    [dispatch, store],
  );
}

/** A JSON part of a multipart body, sent as a text field (a Blob would arrive as a file). */
export function jsonPart(value: unknown): string {
  return JSON.stringify(value);
}

/** The HTTP status of a failed api call, if it has one. */
export function errorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** The server's Korean `{message}` of a failed api call, if it sent one. */
export function serverMessage(error: unknown): string | null {
  const message = (error as { data?: { message?: unknown } } | null)?.data?.message;
  return typeof message === 'string' && message.trim() ? message : null;
}

/** The server's Korean `{message}` of a failed api call, else the generic server error. */
export function errorMessage(error: unknown): string {
  return serverMessage(error) ?? messages.serverError;
}

/**
 * Reads a protected file (an applicant's document) with the admin's bearer header and the task's reason,
 * as a Blob the page can show from an object URL: an `<img>` or a new tab cannot send headers themselves.
 * With `post`, the file is the answer to a POST of that JSON body.
 */
export async function fetchAdminBlob(
  url: string,
  post?: { body: unknown },
  token: string | null = null,
): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...accessReasonHeaders(),
        ...(post ? { 'Content-Type': 'application/json' } : {}),
      },
      // a file made from a request (the Excel export): its body stays out of the address
      ...(post ? { method: 'POST', body: JSON.stringify(post.body) } : {}),
    });
  } catch {
    throw new HttpError(0, messages.serverError);
  }
  if (!response.ok) throw new HttpError(response.status, readMessage(await response.text()));
  return response.blob();
}

/** fetchAdminBlob for a component: a refused session ends in the browser too, as for every admin call. */
export function useFetchAdminBlob(): typeof fetchAdminBlob {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  return useCallback(
    async (url, post) => {
      try {
        return await fetchAdminBlob(url, post, selectAdminToken(store.getState()));
      } catch (failure) {
        if (failure instanceof HttpError && isAdminRefusal(failure.status, failure.message))
          dispatch(adminSessionEnded({ status: failure.status }));
        throw failure;
      }
    },
    [dispatch, store],
  );
}
