import { z } from 'zod';
import type { Operation } from './operation';

/** The OpenAPI document itself. */
export const DOCUMENT_OPERATIONS = {
  'GET /api/openapi.json': {
    summary: 'This document',
    access: 'public',
    example: () => ({ payment_timeout: 15 }),
    answer: z.object({
      openapi: z.literal('3.1.0'),
      info: z.object({ title: z.string(), version: z.string(), description: z.string() }),
      security: z.array(z.record(z.string(), z.array(z.string()))),
      paths: z.record(z.string(), z.record(z.string(), z.unknown())),
      components: z.record(z.string(), z.unknown()),
    }),
  },
} satisfies Record<string, Operation>;
