/**
 * The file name a `Content-Disposition` header gives (`attachment; filename="plan.csv"`, or the
 * encoded `filename*=UTF-8''…`), without folders; null when it names none.
 */
export function fileNameOf(disposition: string | null | undefined): string | null {
  if (!disposition) return null;
  let name: string | undefined;
  const encoded = /filename\*\s*=\s*[\w-]+'[^']*'([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      name = decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed encoding: the plain name, if any, below.
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]*))/i.exec(disposition);
    name = plain?.[1] ?? plain?.[2];
  }
  const base = name?.trim().split(/[/\\]/).pop()?.trim();
  return base ? base : null;
}

/** Saves a file the app has fetched under `name`, as a download (a temporary link, clicked). */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/**
 * Downloads a file behind the session (an export): `answer` is the typed call that fetches it with
 * the access token (`api.GET_RESPONSE`), since a plain link would go without it; the file is saved
 * under the name the server gives, else `fallbackName`. Resolves with the name it was saved under;
 * a refusal throws the API's error.
 */
export async function downloadFile(answer: Promise<Response>, fallbackName: string): Promise<string> {
  const response = await answer;
  const name = fileNameOf(response.headers.get('Content-Disposition')) ?? fallbackName;
  saveBlob(await response.blob(), name);
  return name;
}
