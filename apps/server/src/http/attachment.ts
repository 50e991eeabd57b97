/** The Content-Disposition of a download: an attachment with the file's (ASCII) name. */
export function attachment(fileName: string): string {
  return `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`;
}
