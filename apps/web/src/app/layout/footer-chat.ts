import { chatNumber, type ChatModule, type ModuleName } from '@portal/domain';
import type { RouteHandle } from '../route-types';

type PhoneBook = Partial<Record<string, { phoneNumber: string }>> | null | undefined;

const CHAT_BY_MODULE: Partial<Record<ModuleName, ChatModule>> = {
  hotel: 'hotels',
  attraction: 'attractions',
  visa: 'visas',
  a2a: 'a2as',
  quotation: 'quotations',
};

/** The footer's chat module: the route's own, else its business module's, else general (spec section 2.1). */
export function footerModuleOf(handle: RouteHandle | undefined): ChatModule {
  if (handle?.footer) return handle.footer;
  return (handle?.module && CHAT_BY_MODULE[handle.module]) || 'general';
}

/**
 * The module's chat phone number: the agent's own number for the module, else the company's,
 * then the general numbers, then the company messaging number.
 */
export function chatPhoneFor(
  module: ChatModule,
  agentDetails: PhoneBook,
  company: { whatsappDetails?: PhoneBook; whatsappNumber?: string } | null | undefined,
): string {
  return (
    agentDetails?.[module]?.phoneNumber ||
    company?.whatsappDetails?.[module]?.phoneNumber ||
    agentDetails?.general?.phoneNumber ||
    company?.whatsappDetails?.general?.phoneNumber ||
    company?.whatsappNumber ||
    ''
  );
}

/**
 * The footer's chat number: open pages (spec group H: login, register, privacy policy, about, contact,
 * landing ...) use the company's configured messaging number; other pages the module's number above.
 */
export function footerChatPhone(
  page: { module: ChatModule; open: boolean },
  agentDetails: PhoneBook,
  company: { whatsappDetails?: PhoneBook; whatsappNumber?: string } | null | undefined,
): string {
  if (page.open && company?.whatsappNumber) return company.whatsappNumber;
  return chatPhoneFor(page.module, agentDetails, company);
}

/** https://wa.me/{number} with plus signs and spaces removed; null when no number is known. */
export function chatLink(phone: string): string | null {
  const number = chatNumber(phone);
  return number ? `https://wa.me/${number}` : null;
}
