import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { after, before, describe, test } from 'node:test';
import { createTestApp, engines, type TestContext } from './support/test-app';
import { adminToken, bearer } from './support/tokens';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** The three forms whose JSON part a client may send as text or as an `application/json` Blob. */
const FORMS = [
  {
    part: 'notice',
    path: '/portal/admin/notice',
    body: { title: '공지 제목', content: '<p>본문</p>', topFixed: false },
    file: { field: 'files', name: '안내문.pdf', bytes: Buffer.from('%PDF-1.4 test') },
  },
  {
    part: 'resource',
    path: '/portal/resource',
    body: { title: '자료 제목', content: '<p>본문</p>' },
    file: { field: 'files', name: '서식.hwp', bytes: Buffer.from('hwp') },
  },
  {
    part: 'popup',
    path: '/api/portal/popup',
    body: { title: '팝업 제목', content: '<p>본문</p>', startTs: '2026-07-01', endTs: '2026-07-10' },
    file: { field: 'image', name: '배너.png', bytes: PNG },
  },
] as const;

const jsonBlob = (value: unknown) => new Blob([JSON.stringify(value)], { type: 'application/json' });

for (const engine of engines()) {
  describe(`multipart JSON parts on ${engine}`, () => {
    let ctx: TestContext;
    let server: Server;
    let base: string;
    before(async () => {
      ctx = await createTestApp(engine);
      server = ctx.app.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    after(async () => {
      await new Promise((resolve) => server.close(resolve));
      await ctx.close();
    });

    /** Sends a FormData the way a browser's fetch does. */
    const send = (path: string, form: FormData, method = 'POST') =>
      fetch(`${base}${path}`, { method, headers: { Authorization: bearer(adminToken()) }, body: form });

    for (const form of FORMS) {
      test(`when the ${form.part} part comes as a text field with a file, then it is saved`, async () => {
        const data = new FormData();
        data.append(form.part, JSON.stringify({ ...form.body, title: `${form.body.title} 텍스트` }));
        data.append(form.file.field, new Blob([form.file.bytes]), form.file.name);
        const res = await send(form.path, data);
        assert.equal(res.status, 201, await res.clone().text());
        assert.equal(((await res.json()) as { title: string }).title, `${form.body.title} 텍스트`);
      });

      test(`when the ${form.part} part comes as an application/json Blob with a file, then it is saved`, async () => {
        const data = new FormData();
        data.append(form.part, jsonBlob({ ...form.body, title: `${form.body.title} 블롭` }));
        data.append(form.file.field, new Blob([form.file.bytes]), form.file.name);
        const res = await send(form.path, data);
        assert.equal(res.status, 201, await res.clone().text());
        const saved = (await res.json()) as { id: number; title: string };
        assert.equal(saved.title, `${form.body.title} 블롭`);

        const update = new FormData();
        update.append(form.part, jsonBlob({ ...form.body, title: `${form.body.title} 수정` }));
        const updatePath =
          form.part === 'popup' ? `${form.path}/${saved.id}` : `/portal/admin/${form.part}/${saved.id}`;
        const updated = await send(updatePath, update, 'PUT');
        assert.equal(updated.status, 200, await updated.clone().text());
        assert.equal(((await updated.json()) as { title: string }).title, `${form.body.title} 수정`);
      });

      test(`when a ${form.part} form has a file part of another type or name, then 400 with a Korean message`, async () => {
        const cases: [string, FormData][] = [];
        const plain = new FormData();
        plain.append(form.part, new Blob([JSON.stringify(form.body)], { type: 'text/plain' }), 'a.txt');
        cases.push(['the JSON part as a text/plain file', plain]);
        const html = new FormData();
        html.append(form.part, new Blob(['<p>x</p>'], { type: 'text/html' }), 'a.html');
        cases.push(['the JSON part as an HTML file', html]);
        const stray = new FormData();
        stray.append(form.part, JSON.stringify(form.body));
        stray.append('other', jsonBlob({}), 'other.json');
        cases.push(['an unexpected JSON file part', stray]);
        const twice = new FormData();
        twice.append(form.part, JSON.stringify(form.body));
        twice.append(form.part, jsonBlob(form.body));
        cases.push(['the JSON part both as text and as a Blob', twice]);
        for (const [label, data] of cases) {
          const res = await send(form.path, data);
          assert.equal(res.status, 400, label);
          const body = (await res.json()) as { message: string };
          assert.deepEqual(Object.keys(body), ['message'], label);
          assert.match(body.message, /[가-힣]/, label);
        }
      });

      test(`when the ${form.part} Blob is not JSON or is missing, then 400 naming the part`, async () => {
        const broken = new FormData();
        broken.append(form.part, new Blob(['{not json'], { type: 'application/json' }));
        const res = await send(form.path, broken);
        assert.equal(res.status, 400);
        assert.equal(
          ((await res.json()) as { message: string }).message,
          `${form.part} 항목이 올바른 JSON 형식이 아닙니다.`,
        );
        const empty = new FormData();
        empty.append(form.file.field, new Blob([form.file.bytes]), form.file.name);
        const missing = await send(form.path, empty);
        assert.equal(missing.status, 400);
        assert.equal(
          ((await missing.json()) as { message: string }).message,
          `${form.part} 항목이 필요합니다.`,
        );
      });
    }

    test('when deletedFiles comes as an application/json Blob, then the named attachment is removed', async () => {
      const data = new FormData();
      data.append('notice', jsonBlob({ title: '첨부 교체' }));
      data.append('files', new Blob(['a']), '첫째.txt');
      data.append('files', new Blob(['b']), '둘째.txt');
      const created = (await (await send('/portal/admin/notice', data)).json()) as { id: number };
      const update = new FormData();
      update.append('notice', jsonBlob({ title: '첨부 교체' }));
      update.append('deletedFiles', jsonBlob(['첫째.txt']));
      const res = await send(`/portal/admin/notice/${created.id}`, update, 'PUT');
      assert.equal(res.status, 200);
      assert.deepEqual(Object.keys(((await res.json()) as { fileUrl: object }).fileUrl), ['둘째.txt']);
    });

    test('when a popup image is over 5 MB, then 413 still, although a JSON part may be larger', async () => {
      const data = new FormData();
      data.append('popup', jsonBlob(FORMS[2].body));
      data.append('image', new Blob([Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)])]), '큰.png');
      const res = await send('/api/portal/popup', data);
      assert.equal(res.status, 413);
      assert.equal(((await res.json()) as { message: string }).message, '파일 크기는 5MB 이하여야 합니다.');
    });
  });
}
