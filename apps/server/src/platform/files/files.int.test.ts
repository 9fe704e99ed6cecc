import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/harness.ts';
import { appOnStore, fileStores } from '../../test/s3-server.ts';
import { multipart, zip } from '../../test/upload-fixtures.ts';
import { storedFiles } from '../db/platform.tables.ts';
import { UrlSigner } from './signed-url.ts';
import { purposeKey } from '../secrets.ts';

/** A valid 1x1 PNG. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');

const docx = zip([
  { name: '[Content_Types].xml', data: '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>' },
  { name: '_rels/.rels', data: '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>' },
  { name: 'word/document.xml', data: '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Hello</w:t></w:r></w:p></w:body></w:document>' },
]);

/** Uploads and downloads, on each store: the local disk and an S3 bucket (s3rver on loopback). */
describe.each(fileStores)('on $store', ({ start }) => {
  const on = appOnStore(start);

  const upload = (use: string, fileName: string, content: Buffer, auth = true) => {
    const body = multipart(fileName, content);
    return on.t.app.inject({
      method: 'POST', url: `/api/GsmFile/FileUpLoad?use=${use}`, payload: body.payload,
      headers: { ...body.headers, ...(auth ? bearer(on.token) : {}) },
    });
  };

  const fileCount = async () => (await on.t.db.select().from(storedFiles)).length;

  describe('upload accepted', () => {
    it('keeps a real PNG and answers its id, name and a signed link', async () => {
      const res = await upload('photo', 'me.png', png);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.statusCode).toBe(200);
      expect(body.data).toMatchObject({ fileName: 'me.png' });
      expect(body.data.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(body.data.fileUrl).toMatch(new RegExp(`^/uploadfiles/${body.data.id}/me\\.png\\?exp=\\d+&sig=[\\w-]+$`));
      const [row] = await on.t.db.select().from(storedFiles).where(eq(storedFiles.id, body.data.id));
      expect(row).toMatchObject({ use: 'photo', originalName: 'me.png', mime: 'image/png', size: png.length });
    });

    it('serves the same bytes through the signed link, as an attachment that must not be sniffed', async () => {
      const { data } = (await upload('photo', 'avatar.png', png)).json();
      const res = await on.t.app.inject({ method: 'GET', url: data.fileUrl });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(png)).toBe(true);
      expect(res.headers['content-disposition']).toMatch(/^attachment;/);
      expect(res.headers['content-disposition']).toContain('avatar.png');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-type']).toBe('image/png');
    });

    it('keeps a PDF under use=general', async () => {
      const res = await upload('general', 'report.pdf', pdf);
      expect(res.json()).toMatchObject({ statusCode: 200, data: { fileName: 'report.pdf' } });
      const back = await on.t.app.inject({ method: 'GET', url: res.json().data.fileUrl });
      expect(back.rawPayload.equals(pdf)).toBe(true);
      expect(back.headers['content-type']).toBe('application/pdf');
    });

    it('keeps an OOXML docx under use=general', async () => {
      const res = await upload('general', 'essay.docx', docx);
      expect(res.json()).toMatchObject({ statusCode: 200, data: { fileName: 'essay.docx' } });
      const [row] = await on.t.db.select().from(storedFiles).where(eq(storedFiles.id, res.json().data.id));
      expect(row?.mime).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    });
  });

  describe('file names', () => {
    it('replaces path separators and control characters in the stored name', async () => {
      const res = await upload('photo', 'a\u0000b\tc.png', png);
      expect(res.json()).toMatchObject({ statusCode: 200, data: { fileName: 'a_b_c.png' } });
      const back = await on.t.app.inject({ method: 'GET', url: res.json().data.fileUrl });
      expect(back.statusCode).toBe(200);
      expect(back.headers['content-disposition']).toContain('a_b_c.png');
      const traversal = await upload('photo', '..\\..\\etc/passwd.png', png);
      expect(traversal.json().statusCode).toBe(200);
      expect(traversal.json().data.fileName).not.toMatch(/[\\/]/);
    });
  });

  describe('signed links', () => {
    it('refuses a tampered signature with HTTP 403', async () => {
      const { data } = (await upload('photo', 'a.png', png)).json();
      const url = new URL(data.fileUrl, 'http://x');
      const sig = url.searchParams.get('sig')!;
      url.searchParams.set('sig', `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`);
      const res = await on.t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ statusCode: 403, message: '90014' });
      expect(res.body).not.toContain('PNG');
    });

    it('refuses a link whose exp was moved forward with HTTP 403', async () => {
      const { data } = (await upload('photo', 'b.png', png)).json();
      const url = new URL(data.fileUrl, 'http://x');
      url.searchParams.set('exp', String(Number(url.searchParams.get('exp')) + 3600));
      expect((await on.t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).statusCode).toBe(403);
    });

    it('refuses a correctly signed link once it has expired with HTTP 403', async () => {
      const { data } = (await upload('photo', 'c.png', png)).json();
      const signer = new UrlSigner(purposeKey(on.t.config.JWT_SECRET!, 'file-url'), on.t.config.FILE_URL_TTL_S);
      const fresh = signer.sign('uploadfiles', data.id, 'c.png');
      expect((await on.t.app.inject({ method: 'GET', url: fresh })).statusCode).toBe(200);
      const expired = signer.sign('uploadfiles', data.id, 'c.png', Date.now() - (on.t.config.FILE_URL_TTL_S + 60) * 1000);
      const res = await on.t.app.inject({ method: 'GET', url: expired });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: '90014' });
    });

    it('does not serve an upload under /files (generated files only)', async () => {
      const { data } = (await upload('photo', 'd.png', png)).json();
      const signer = new UrlSigner(purposeKey(on.t.config.JWT_SECRET!, 'file-url'), on.t.config.FILE_URL_TTL_S);
      const res = await on.t.app.inject({ method: 'GET', url: signer.sign('files', data.id, 'd.png') });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('upload refused', () => {
    it.each(['virus.exe', 'page.html', 'logo.svg', 'noextension'])('refuses %s under use=photo with 90010', async (name) => {
      const before = await fileCount();
      const res = await upload('photo', name, png);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ statusCode: 700, message: '90010', data: null });
      expect(res.json().messageEn).toContain('jpg, jpeg, png');
      expect(await fileCount()).toBe(before);
    });

    it('refuses text named photo.png with 90012', async () => {
      const before = await fileCount();
      const res = await upload('photo', 'photo.png', Buffer.from('just some text, not an image\n'));
      expect(res.json()).toMatchObject({ statusCode: 700, message: '90012' });
      expect(await fileCount()).toBe(before);
    });

    it('refuses HTML named photo.png with 90012', async () => {
      const res = await upload('photo', 'photo.png', Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'));
      expect(res.json()).toMatchObject({ statusCode: 700, message: '90012' });
    });

    it('refuses a PNG named report.pdf with 90012', async () => {
      const res = await upload('general', 'report.pdf', png);
      expect(res.json()).toMatchObject({ statusCode: 700, message: '90012' });
    });

    it('refuses a plain zip named .docx with 90012', async () => {
      const res = await upload('general', 'fake.docx', zip([{ name: 'readme.txt', data: 'hello' }]));
      expect(res.json()).toMatchObject({ statusCode: 700, message: '90012' });
    });

    it('refuses an empty file with 90012', async () => {
      const res = await upload('photo', 'empty.png', Buffer.alloc(0));
      expect(res.json()).toMatchObject({ statusCode: 700, message: '90012' });
    });

    it('refuses a PNG one byte over the 2 MB photo limit with 90011', async () => {
      const before = await fileCount();
      const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024 + 1 - png.length)]);
      const res = await upload('photo', 'big.png', big);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ statusCode: 700, message: '90011', messageEn: 'The file must not be larger than 2 MB' });
      expect(await fileCount()).toBe(before);
    });

    it('accepts a PNG of exactly 2 MB under use=photo', async () => {
      const exact = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024 - png.length)]);
      expect((await upload('photo', 'exact.png', exact)).json()).toMatchObject({ statusCode: 200 });
    });

    it('answers HTTP 401 without a token and keeps nothing', async () => {
      const before = await fileCount();
      const res = await upload('photo', 'me.png', png, false);
      expect(res.statusCode).toBe(401);
      expect(await fileCount()).toBe(before);
    });

    it('refuses an unknown use with 90003', async () => {
      const res = await upload('whatever', 'me.png', png);
      expect(res.json()).toMatchObject({ statusCode: 700, message: '90003' });
    });

    it('refuses a request without a file part with 90013', async () => {
      const boundary = 'xxboundaryxx';
      const res = await on.t.app.inject({
        method: 'POST', url: '/api/GsmFile/FileUpLoad?use=photo',
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(on.token) },
      });
      expect(res.json()).toMatchObject({ statusCode: 700, message: '90013' });
    });
  });
});
