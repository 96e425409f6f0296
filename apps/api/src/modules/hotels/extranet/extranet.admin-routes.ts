import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorEnvelope,
  INVENTORY_HOTEL_PATHS as P,
  inventoryAllotmentAnswer,
  inventoryAllotmentBody,
  inventoryAllotmentGrid,
  inventoryAllotmentQuery,
  inventoryCitiesAnswer,
  inventoryContractCopyBody,
  inventoryContractCreateBody,
  inventoryContractDto,
  inventoryContractUpdateBody,
  inventoryHotelBody,
  inventoryHotelDto,
  inventoryHotelListAnswer,
  inventoryHotelListQuery,
  inventoryPreviewAnswer,
  inventoryPreviewBody,
  inventoryRoomTypeBody,
  inventoryRoomTypeDto,
  uuidParam,
} from '@portal/contracts';
import type { AppDeps } from '../../../deps.ts';
import { actingAs } from '../../../audit/index.ts';
import { allotmentGrid, changeAllotments } from './allotments.service.ts';
import {
  copyContractToNextSeason,
  createContract,
  findContract,
  updateContract,
} from './contracts.service.ts';
import {
  createInventoryHotel,
  createInventoryRoomType,
  inventoryCities,
  inventoryHotel,
  listInventoryHotels,
  updateInventoryHotel,
  updateInventoryRoomType,
} from './hotels.service.ts';
import { previewHotelPrices } from './preview.service.ts';

const tags = ['hotels', 'admin'];
const errors = { '4xx': errorEnvelope };
/** Only the content role (and administrators) see and change the company's inventory. */
const config = { auth: 'admin', permission: 'content.catalogue' } as const;
const security = [{ bearer: [] }];

/** Back office hotel extranet (issue 34): thin routes over the hotels module's extranet services. */
export const hotelExtranetAdminRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const db = () => deps.database.db;

  app.get(
    P.hotels,
    {
      config,
      schema: {
        tags,
        summary: 'The company’s hotels (those with contracts; all=true: every hotel), by name',
        security,
        querystring: inventoryHotelListQuery,
        response: { 200: inventoryHotelListAnswer, ...errors },
      },
    },
    (request) => listInventoryHotels(db(), request.query),
  );

  app.get(
    P.cities,
    {
      config,
      schema: {
        tags,
        summary: 'Cities and areas a hotel can be placed in',
        security,
        response: { 200: inventoryCitiesAnswer, ...errors },
      },
    },
    () => inventoryCities(db()),
  );

  app.post(
    P.hotels,
    {
      config,
      schema: {
        tags,
        summary: 'Create a hotel (content); room types, contracts and allotments follow',
        security,
        body: inventoryHotelBody,
        response: { 200: inventoryHotelDto, ...errors },
      },
    },
    (request) => createInventoryHotel(deps, request.body, actingAs(request)),
  );

  app.get(
    P.hotel(':id'),
    {
      config,
      schema: {
        tags,
        summary: 'A hotel with its room types and contracts',
        security,
        params: uuidParam,
        response: { 200: inventoryHotelDto, ...errors },
      },
    },
    (request) => inventoryHotel(db(), request.params.id),
  );

  app.put(
    P.hotel(':id'),
    {
      config,
      schema: {
        tags,
        summary: 'Replace a hotel’s content; isActive false deactivates it',
        security,
        params: uuidParam,
        body: inventoryHotelBody,
        response: { 200: inventoryHotelDto, ...errors },
      },
    },
    (request) => updateInventoryHotel(deps, request.params.id, request.body, actingAs(request)),
  );

  app.post(
    P.roomTypes(':id'),
    {
      config,
      schema: {
        tags,
        summary: 'Add a room type to a hotel (its allotment starts at 0 rooms a night)',
        security,
        params: uuidParam,
        body: inventoryRoomTypeBody,
        response: { 200: inventoryRoomTypeDto, ...errors },
      },
    },
    (request) => createInventoryRoomType(deps, request.params.id, request.body, actingAs(request)),
  );

  app.put(
    P.roomType(':id'),
    {
      config,
      schema: {
        tags,
        summary: 'Replace a room type',
        security,
        params: uuidParam,
        body: inventoryRoomTypeBody,
        response: { 200: inventoryRoomTypeDto, ...errors },
      },
    },
    (request) => updateInventoryRoomType(deps, request.params.id, request.body, actingAs(request)),
  );

  app.post(
    P.contracts,
    {
      config,
      schema: {
        tags,
        summary: 'Create a contract of a room type and meal plan (seasons must not overlap)',
        security,
        body: inventoryContractCreateBody,
        response: { 200: inventoryContractDto, ...errors },
      },
    },
    (request) => createContract(deps, request.body, actingAs(request)),
  );

  app.get(
    P.contract(':id'),
    {
      config,
      schema: {
        tags,
        summary: 'A contract with its version (send it back when saving)',
        security,
        params: uuidParam,
        response: { 200: inventoryContractDto, ...errors },
      },
    },
    (request) => findContract(db(), request.params.id),
  );

  app.put(
    P.contract(':id'),
    {
      config,
      schema: {
        tags,
        summary: 'Save a contract read at `version`; 409 when someone else saved it since',
        security,
        params: uuidParam,
        body: inventoryContractUpdateBody,
        response: { 200: inventoryContractDto, ...errors },
      },
    },
    (request) => updateContract(deps, request.params.id, request.body, actingAs(request)),
  );

  app.post(
    P.contractCopy(':id'),
    {
      config,
      schema: {
        tags,
        summary: 'Copy a contract to the next season (a year later) with every price changed by a percentage',
        security,
        params: uuidParam,
        body: inventoryContractCopyBody,
        response: { 200: inventoryContractDto, ...errors },
      },
    },
    (request) => copyContractToNextSeason(deps, request.params.id, request.body.percent, actingAs(request)),
  );

  app.get(
    P.allotments,
    {
      config,
      schema: {
        tags,
        summary:
          'The allotment grid of a hotel for a month: room types x nights with allotment, sold and left',
        security,
        querystring: inventoryAllotmentQuery,
        response: { 200: inventoryAllotmentGrid, ...errors },
      },
    },
    (request) => allotmentGrid(db(), request.query.hotelId, request.query.month),
  );

  app.put(
    P.allotments,
    {
      config,
      schema: {
        tags,
        summary:
          'Set rooms, stop sale, open sale or free sale on a range of nights (never below what is sold)',
        security,
        body: inventoryAllotmentBody,
        response: { 200: inventoryAllotmentAnswer, ...errors },
      },
    },
    (request) => changeAllotments(deps, request.body, actingAs(request)),
  );

  app.post(
    P.preview(':id'),
    {
      config,
      schema: {
        tags,
        summary:
          'The hotel’s own rates as the pricing pipeline prices them for a sample agent (nothing is written)',
        security,
        params: uuidParam,
        body: inventoryPreviewBody,
        response: { 200: inventoryPreviewAnswer, ...errors },
      },
    },
    (request) => previewHotelPrices(deps, request.params.id, request.body),
  );
};
