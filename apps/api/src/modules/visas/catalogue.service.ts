import type { VisaDto, VisaNationalityDto, VisaTypeDto, VisaTypesAnswer } from '@portal/contracts';
import { visaUnitPrices } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import * as repo from './catalogue.repository.ts';
import { loadVisaMarkups, visaLayers, type VisaBuyer } from './markup-layers.ts';

const visaDto = (r: { id: string; isocode: string; name: string; flag: string }): VisaDto => ({
  _id: r.id,
  country: { isocode: r.isocode, countryName: r.name, flag: r.flag },
});

export const nationalityDto = (r: {
  id: string;
  isocode: string;
  name: string;
  note: string | null;
}): VisaNationalityDto => ({ _id: r.id, nationality: r.name, isocode: r.isocode, note: r.note });

export async function listVisas(deps: AppDeps): Promise<VisaDto[]> {
  return (await repo.listVisas(deps.database.db)).map(visaDto);
}

export async function listNationalities(deps: AppDeps): Promise<VisaNationalityDto[]> {
  return (await repo.listNationalities(deps.database.db)).map(nationalityDto);
}

type TypeRow = repo.VisaTypeRow;

export function visaTypeInfo(t: TypeRow) {
  return {
    _id: t.id,
    visaName: t.name,
    processingTime: t.processingTime,
    processingTimeFormat: t.processingTimeFormat,
    stayPeriod: t.stayPeriod,
    stayPeriodFormat: t.stayPeriodFormat,
    validity: t.validity,
    validityTimeFormat: t.validityTimeFormat,
    entryType: t.entryType,
    ageFrom: t.childAgeFrom,
    ageTo: t.childAgeTo,
    documents: t.documents,
    terms: t.terms,
  };
}

/** The visa types sold to a nationality, priced for the caller with every markup. */
export async function visaTypesFor(
  deps: AppDeps,
  buyer: VisaBuyer,
  visaId: string,
  nationalityId: string,
): Promise<VisaTypesAnswer> {
  const db = deps.database.db;
  const [visa, nationality] = await Promise.all([
    repo.findVisa(db, visaId),
    repo.findNationality(db, nationalityId),
  ]);
  if (!visa) throw notFound('Visa');
  if (!nationality) throw notFound('Nationality');
  const rows = nationality.note ? [] : await repo.soldTypes(db, visa.isocode, nationalityId);
  const markups = await loadVisaMarkups(deps.database, buyer);
  const visaTypes: VisaTypeDto[] = rows.map(({ type, price }) => {
    const unit = visaUnitPrices(price, visaLayers(markups, type.id));
    return {
      ...visaTypeInfo(type),
      adultPrice: unit.adult.agentPrice,
      childPrice: unit.child.agentPrice,
      adultSellPrice: unit.adult.sellPrice,
      childSellPrice: unit.child.sellPrice,
    };
  });
  return { visa: visaDto(visa), nationality: nationalityDto(nationality), visaTypes };
}

/** The visa type as sold to the nationality, or a 4xx saying why not. */
export async function requireSoldType(deps: AppDeps, visaTypeId: string, nationalityId: string) {
  const db = deps.database.db;
  const nationality = await repo.findNationality(db, nationalityId);
  if (!nationality)
    throw new AppError('BAD_REQUEST', 'Choose a nationality', {
      fieldErrors: { nationality: ['Choose a nationality'] },
    });
  const sold = await repo.soldType(db, visaTypeId, nationalityId);
  if (!sold) {
    const why = nationality.note ? ` (${nationality.note})` : '';
    throw new AppError('UNPROCESSABLE', `This visa type is not sold to ${nationality.name} nationals${why}`, {
      fieldErrors: { visaType: ['Not sold to this nationality'] },
    });
  }
  return { ...sold, nationality };
}
