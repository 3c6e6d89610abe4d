// Reads the Excel export's answer back with SheetJS, as a person opening the file would.
import type { Response, Test } from 'supertest';
import XLSX from 'xlsx';
import { SHEET_NAME } from '@portal/shared-types/applicants/excel';

/** supertest keeps a file answer as bytes only when told to (the answer is a stream here). */
export const bytes = (res: Response, done: (error: Error | null, body: Buffer) => void) => {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};

export interface ExportedFile {
  file: Buffer;
  /** the answer's headers */
  answer: Record<string, string | undefined>;
  headers: string[];
  /** each row by its header, empty cells left out */
  rows: Record<string, string | number>[];
  sheet: XLSX.WorkSheet;
}

/** Sends the export request and reads the file it answers (200 expected). */
export async function exportedFile(request: Test): Promise<ExportedFile> {
  const res = await request.buffer(true).parse(bytes).expect(200);
  const file = res.body as Buffer;
  // cellStyles: the column widths are read too
  const book = XLSX.read(file, { type: 'buffer', cellStyles: true });
  const sheet = book.Sheets[SHEET_NAME]!;
  const [headers = []] = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1 });
  const rows = XLSX.utils.sheet_to_json<Record<string, string | number>>(sheet);
  return { file, answer: res.headers as Record<string, string | undefined>, headers, rows, sheet };
}

/**
 * The zip's entries and how each is stored (0 stored, 8 deflated), read from its central directory: the
 * proof that the file was written compressed.
 */
export function zipEntries(file: Buffer): { name: string; method: number; size: number; packed: number }[] {
  const end = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = file.readUInt16LE(end + 10);
  let at = file.readUInt32LE(end + 16);
  const entries = [];
  for (let i = 0; i < count; i += 1) {
    const method = file.readUInt16LE(at + 10);
    const packed = file.readUInt32LE(at + 20);
    const size = file.readUInt32LE(at + 24);
    const nameLength = file.readUInt16LE(at + 28);
    const extra = file.readUInt16LE(at + 30) + file.readUInt16LE(at + 32);
    entries.push({ name: file.toString('utf8', at + 46, at + 46 + nameLength), method, size, packed });
    at += 46 + nameLength + extra;
  }
  return entries;
}
