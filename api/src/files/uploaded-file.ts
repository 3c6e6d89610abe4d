// A file of a multipart request as the use cases receive it, without the parser (Express, multer).
export interface UploadedFile {
  originalName: string;
  /** the upload's temporary file, removed with its request's folder once the answer is sent */
  path: string;
  size: number;
  mimeType: string;
  /** the file's first bytes, for the signature checks */
  head: Buffer;
}
