import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  A2A_GRID_PATH,
  a2aSeatGrid,
  a2aSeatGridQuery,
  a2aSeatRangeAnswer,
  a2aSeatRangeBody,
  errorEnvelope,
} from '@portal/contracts';
import { actingAs } from '../../audit/index.ts';
import type { AppDeps } from '../../deps.ts';
import { a2aSeatGrid as loadGrid, setA2aSeats } from './a2a.grid.admin-service.ts';

const errors = { '4xx': errorEnvelope };
const tags = ['a2a', 'admin'];

/** The a2a seat-block grid of the inventory extranet (issue 34): content staff only. */
export const a2aGridAdminRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    A2A_GRID_PATH,
    {
      config: { auth: 'admin', permission: 'content.catalogue' },
      schema: {
        tags,
        summary: 'Sectors x days of a month: seats, sold and left of the seat blocks',
        security: [{ bearer: [] }],
        querystring: a2aSeatGridQuery,
        response: { 200: a2aSeatGrid, ...errors },
      },
    },
    async (request) => loadGrid(deps, request.query.month),
  );

  app.put(
    A2A_GRID_PATH,
    {
      config: { auth: 'admin', permission: 'content.catalogue' },
      schema: {
        tags,
        summary:
          "Set the seats of a sector's blocks on a range of days; never below what is sold (400 naming the day)",
        security: [{ bearer: [] }],
        body: a2aSeatRangeBody,
        response: { 200: a2aSeatRangeAnswer, ...errors },
      },
    },
    async (request) => setA2aSeats(deps, actingAs(request), request.body),
  );
};
