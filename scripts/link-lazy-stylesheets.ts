/** One chunk of Vite's build manifest (build/client/.vite/manifest.json), as far as this plugin reads it. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

/** A route module's entry in the client manifest: loaded by the router itself, never by our code's `import()`. */
const isRoute = (key: string) => key.includes("?__react-router-build-client-route");

/**
 * The stylesheets of what a chunk loads lazily, written into the manifest as the chunk's own (decision 0052).
 *
 * The server renders every lazy widget whole (app/components/blocks/lazy-widget.tsx), but Vite files a lazily
 * imported module's CSS with the lazy chunk, and React Router links a route's stylesheets from the chunks it imports
 * statically only: the server's HTML then had elements whose rules came with their script, after the first paint
 * or never (JavaScript off). Rather than a list of modules to import statically, which the next widget would
 * miss, each chunk's `css` here also names every stylesheet of the chunks it may load (dynamic imports, and
 * theirs, with their static imports). React Router reads this manifest after the client build, so every route
 * links them; the code itself stays lazy. Route modules (loaded by the router, never by `import()` in our code)
 * are not followed.
 */
export function linkLazyStylesheets(manifest: Record<string, ManifestChunk>): Record<string, ManifestChunk> {
  const follow = (chunk: ManifestChunk | undefined) => [
    ...(chunk?.imports ?? []),
    ...(chunk?.dynamicImports ?? []).filter((key) => !isRoute(key)),
  ];
  const result: Record<string, ManifestChunk> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    // Every stylesheet of what this chunk may load, walking static and dynamic imports from its dynamic ones.
    const css = new Set(chunk.css ?? []);
    const seen = new Set([key]);
    const queue = (chunk.dynamicImports ?? []).filter((k) => !isRoute(k));
    while (queue.length) {
      const next = queue.shift()!;
      if (seen.has(next)) continue;
      seen.add(next);
      for (const file of manifest[next]?.css ?? []) css.add(file);
      queue.push(...follow(manifest[next]));
    }
    result[key] = css.size ? { ...chunk, css: [...css] } : chunk;
  }
  return result;
}
