/**
 * JSON the server inlined into the page in a `<script type="application/json" id="…">` (the API's web plugin
 * does this for a venue page; decision 022). Read once: the element is removed, so a later visit to another
 * page never mistakes it for its own data. Undefined when absent or not JSON.
 */
export function takeInlineJson(id: string): unknown {
  // On the server (the venue page's render, src/prerender.tsx) the data is seeded into the query client instead.
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(id);
  if (!element || element.getAttribute('type') !== 'application/json') return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '');
  } catch {
    return undefined;
  }
}

/** The `data` of an API answer (`{ success: true, data }`) the server inlined under `id`, else undefined. */
export function takeInlineAnswer<T>(id: string): T | undefined {
  const answer = takeInlineJson(id) as { success?: unknown; data?: T } | undefined;
  return answer?.success === true ? answer.data : undefined;
}
