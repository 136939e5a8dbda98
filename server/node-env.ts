/**
 * The server runs in production unless told otherwise, as its configuration
 * does (app/config/env.server.ts). React and React Router read NODE_ENV
 * themselves when first loaded, and without it run their development builds:
 * about three times slower per page, with checks meant for a developer's
 * console. This module is imported first, before anything that loads them.
 */
process.env.NODE_ENV ??= "production";
