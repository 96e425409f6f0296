import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HOME_BANNER_PATHS as P,
  adminHomeBannerAnswer,
  adminHomeBannerFields,
  adminHomeBannerOrder,
  adminHomeBannersAnswer,
  adminHomeBannerUpdate,
  errorEnvelope,
  homeBannersAnswer,
  messageAnswer,
  uuidParam,
} from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { actingAs } from '../../audit/index.ts';
import { badRequest } from '../../lib/app-error.ts';
import { thenMaybe } from '../../lib/maybe-promise.ts';
import { IMAGE_TYPES } from '../../lib/uploads.ts';
import { INVALID_CATALOGUE_IMAGE, requireImage } from '../files/catalogue-images.service.ts';
import { readMultipartForm } from '../files/multipart.ts';
import {
  createBanner,
  deleteBanner,
  homeBannerList,
  listBanners,
  orderBanners,
  updateBanner,
} from './banners.admin-service.ts';

const tags = ['company', 'admin'];
const errors = { '4xx': errorEnvelope };
/** Banners are company settings agents see: the settings permission. */
const config = { auth: 'admin', permission: 'content.settings' } as const;
const security = [{ bearer: [] }];

/** Home page banners (issue 34): staff upload, order, activate and deactivate; agents see the active ones. */
export const homeBannersAdminRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    P.home,
    {
      config: { auth: 'public' },
      schema: {
        tags: ['home'],
        summary: 'The active banners of the home page, by placement and in order',
        response: { 200: homeBannersAnswer },
      },
    },
    (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=60');
      return thenMaybe(homeBannerList(deps.database), (banners) => ({ banners }));
    },
  );

  app.get(
    P.banners,
    {
      config,
      schema: {
        tags,
        summary: 'Every home banner, active or not, by placement and order',
        security,
        response: { 200: adminHomeBannersAnswer, ...errors },
      },
    },
    async () => ({ banners: await listBanners(deps) }),
  );

  app.post(
    P.banners,
    {
      config,
      schema: {
        tags,
        summary:
          'Upload a banner (multipart: image - JPG, PNG or WEBP, at most 5 MB, at least 1000 x 260 for the hero and 600 x 200 for promotions, in their shape - and placement, alt, module)',
        security,
        consumes: ['multipart/form-data'],
        response: { 200: adminHomeBannerAnswer, ...errors },
      },
    },
    async (request) => {
      const form = await readMultipartForm(request, ['image'], IMAGE_TYPES, INVALID_CATALOGUE_IMAGE);
      const parsed = adminHomeBannerFields.safeParse(form.values);
      if (!parsed.success) {
        const fieldErrors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues)
          (fieldErrors[issue.path.join('.')] ??= []).push(issue.message);
        throw badRequest(
          parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
          fieldErrors,
        );
      }
      const banner = await createBanner(deps, actingAs(request), requireImage(form.files.image), parsed.data);
      return { message: 'The banner has been added', banner };
    },
  );

  app.put(
    P.order,
    {
      config,
      schema: {
        tags,
        summary: 'Set the order of one placement’s banners (every id of it, first shown first)',
        security,
        body: adminHomeBannerOrder,
        response: { 200: adminHomeBannersAnswer, ...errors },
      },
    },
    async (request) => ({ banners: await orderBanners(deps, actingAs(request), request.body) }),
  );

  app.put(
    P.banner(':id'),
    {
      config,
      schema: {
        tags,
        summary: 'Change a banner’s words and module, activate or deactivate it',
        security,
        params: uuidParam,
        body: adminHomeBannerUpdate,
        response: { 200: adminHomeBannerAnswer, ...errors },
      },
    },
    async (request) => {
      const banner = await updateBanner(deps, actingAs(request), request.params.id, request.body);
      return { message: 'The banner has been saved', banner };
    },
  );

  app.delete(
    P.banner(':id'),
    {
      config,
      schema: {
        tags,
        summary: 'Remove a banner and its picture',
        security,
        params: uuidParam,
        response: { 200: messageAnswer, ...errors },
      },
    },
    async (request) => {
      await deleteBanner(deps, actingAs(request), request.params.id);
      return { message: 'The banner has been removed' };
    },
  );
};
