import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CATALOGUE_IMAGE_PATHS as P,
  catalogueImageAnswer,
  errorEnvelope,
  uuidParam,
} from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { actingAs } from '../../audit/index.ts';
import { IMAGE_TYPES } from '../../lib/uploads.ts';
import { readFileFields } from './multipart.ts';
import {
  CATALOGUE_IMAGE_CACHE,
  INVALID_CATALOGUE_IMAGE,
  readCatalogueImage,
  requireImage,
  uploadCatalogueImage,
} from './catalogue-images.service.ts';
import { sendUpload } from './upload-answer.ts';

/** Staff upload pictures for hotels and room types; everyone (agents' pages, <img src>) reads them. */
export const catalogueImagesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    P.upload,
    {
      config: { auth: 'admin', permission: 'content.catalogue' },
      schema: {
        tags: ['files', 'admin'],
        summary:
          'Upload a catalogue picture (multipart field image: JPG, PNG or WEBP, at most 5 MB and 10,000 pixels a side); answers its public URL',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: { 200: catalogueImageAnswer, '4xx': errorEnvelope },
      },
    },
    async (request) => {
      const { image } = await readFileFields(request, ['image'], IMAGE_TYPES, INVALID_CATALOGUE_IMAGE);
      return uploadCatalogueImage(deps, requireImage(image), actingAs(request));
    },
  );

  app.get(
    P.image(':id'),
    {
      config: { auth: 'public' },
      schema: {
        tags: ['files'],
        summary: 'A catalogue picture (hotel, room type, home banner): public and cached for a year',
        params: uuidParam,
        response: { 404: errorEnvelope },
      },
    },
    async (request, reply) =>
      sendUpload(reply, await readCatalogueImage(deps, request.params.id), CATALOGUE_IMAGE_CACHE),
  );
};
