import { CliInputError } from '../../cli/argv.ts';
import type { AdminCommand } from '../../cli/command.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  companyMarkupSetText,
  findCompanyMarkups,
  markupAgent,
  markupAgentText as whoText,
  markupValueText,
  removeCompanyMarkup,
  setCompanyMarkup,
} from './company-markups.service.ts';
import { hotelMarkupName } from './hotel-markups.service.ts';

/**
 * Company markups (the first pricing layer) by the admin command line, for one agent or the default
 * of every agent. Attractions: the whole product or one activity. Hotels: every hotel, a star
 * category, a hotel or a room type, optionally for one rate source only:
 *   star:5  hotel:<id>  room:<id>  source:bedbank  room:<id>|bedbank  star:4|contract
 * Quotations: the whole product or one component (hotel, attraction, transfer, visa), on top of the
 * product's own price. Flat values are AED per unit (per room night for hotels; per person, per
 * person-night for a quotation's hotels). The checks and the writes are company-markups.service.ts's,
 * shared with the back office's /admin/markups routes.
 */
const PRODUCTS = ['attraction', 'hotel', 'visa', 'flight', 'quotation'] as const;
type Product = (typeof PRODUCTS)[number];
const HOTEL_ITEM =
  'star:<category>|hotel:<id>|room:<id>|source:<contract|bedbank>, optionally |contract or |bedbank';

function productOf(text: string | undefined): Product {
  if (!(PRODUCTS as readonly (string | undefined)[]).includes(text)) {
    throw new CliInputError(`The product is ${PRODUCTS.join(' or ')}`);
  }
  return text as Product;
}

/** The service's bad-input answers as the command line's (its message with the command's usage). */
export async function asCliInput<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof AppError && err.code === 'BAD_REQUEST') throw new CliInputError(err.message);
    throw err;
  }
}

const setCompany: AdminCommand = {
  name: 'markups:company-set',
  usage:
    'markups:company-set <agent|default> attraction|hotel|visa|flight|quotation [item] flat|percentage <value> [--discount]',
  summary: `Set a company markup for one agent (or the default), added to the product's own margin (ADR 0014); --discount (one agent only) lowers the agent's price instead: attractions or one activity; hotels or ${HOTEL_ITEM}; visas or one visa type; flights or one airline code; quotations or one component (hotel, attraction, transfer, visa; flat in AED per person)`,
  async run(deps, args, who) {
    const p = [...args.positional];
    if (p.length !== 4 && p.length !== 5) throw new CliInputError(`Usage: ${this.usage}`);
    const product = productOf(p[1]);
    const set = await asCliInput(
      setCompanyMarkup(
        deps,
        {
          agent: p[0],
          product,
          itemId: p.length === 5 ? p[2]! : null,
          type: p[p.length - 2],
          value: p[p.length - 1]!,
          // Typing --discount is the command line's explicit choice and confirmation.
          ...(args.flags.discount === true ? { direction: 'discount' as const, confirmDiscount: true } : {}),
        },
        who,
      ),
    );
    return companyMarkupSetText(set);
  },
};

const removeCompany: AdminCommand = {
  name: 'markups:company-remove',
  usage: 'markups:company-remove <agent|default> attraction|hotel|visa|flight|quotation [item]',
  summary: 'Remove one company markup (the next most specific one applies again)',
  async run(deps, args, who) {
    const p = [...args.positional];
    if (p.length !== 2 && p.length !== 3) throw new CliInputError(`Usage: ${this.usage}`);
    const product = productOf(p[1]);
    const itemId = p[2] ?? null;
    const { agent, removedId } = await asCliInput(
      removeCompanyMarkup(deps, { agent: p[0], product, itemId }, who),
    );
    if (removedId === null)
      throw new CliInputError(
        `No company ${product} markup for ${whoText(agent)} on ${itemId ?? 'the whole product'}`,
      );
    const name =
      product === 'hotel'
        ? await hotelMarkupName(deps, itemId)
        : product === 'flight'
          ? (itemId ?? 'all airlines')
          : (itemId ?? 'all attractions');
    return `Removed the company markup for ${whoText(agent)} on ${name}.`;
  },
};

const listCompany: AdminCommand = {
  name: 'markups:company-list',
  usage: 'markups:company-list <agent|default> [attraction|hotel|visa|flight|quotation]',
  summary: 'List the company markups of one agent (or the defaults), most general first',
  async run(deps, args) {
    const p = [...args.positional];
    if (p.length !== 1 && p.length !== 2) throw new CliInputError(`Usage: ${this.usage}`);
    const product = p[1] === undefined ? null : productOf(p[1]);
    const agent = await asCliInput(markupAgent(deps.database.db, p[0]));
    const { rows } = await findCompanyMarkups(deps.database.db, { agent, product });
    if (rows.length === 0) return `No company markups for ${whoText(agent)}.`;
    const lines = rows.map(
      ({ row: r }) =>
        `  ${r.product.padEnd(10)} ${(r.itemId ?? '(all)').padEnd(52)} ${markupValueText((PRODUCTS as readonly string[]).includes(r.product) ? r.product : 'attraction', r.type, Number(r.value))}`,
    );
    return [`Company markups for ${whoText(agent)}:`, ...lines].join('\n');
  },
};

export const MARKUP_COMMANDS: AdminCommand[] = [setCompany, removeCompany, listCompany];
