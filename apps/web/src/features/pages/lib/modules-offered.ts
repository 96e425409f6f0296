import type { LucideIcon } from 'lucide-react';
import {
  BedDouble,
  FileCheck2,
  FileText,
  Plane,
  PlaneLanding,
  ShieldCheck,
  Ticket,
  Wallet,
} from 'lucide-react';
import type { Translate } from '../../../lib/i18n';

export interface OfferedModule {
  title: string;
  text: string;
  icon: LucideIcon;
}

/** The business modules of spec section 1 as the landing and about pages present them, in the reader's language. */
export const offeredModules = (t: Translate): OfferedModule[] => [
  {
    title: t('offered.hotels', 'Hotels'),
    text: t(
      'offered.hotelsText',
      'Contracted and live rates for hotels and apartments across the UAE and worldwide, with instant confirmation and clear cancellation terms.',
    ),
    icon: BedDouble,
  },
  {
    title: t('offered.attractions', 'Attractions & excursions'),
    text: t(
      'offered.attractionsText',
      'Theme parks, desert safaris, dhow cruises, city tours and landmark tickets with time slots, shared or private transfers and printable tickets.',
    ),
    icon: Ticket,
  },
  {
    title: t('offered.visas', 'UAE visas'),
    text: t(
      'offered.visasText',
      'Tourist visas for 30 and 60 days, applied online with document upload and status tracking per traveller.',
    ),
    icon: FileCheck2,
  },
  {
    title: t('offered.a2a', 'A2A trips'),
    text: t(
      'offered.a2aText',
      'Airport-to-airport block seats on popular sectors, bookable by date with per-passenger tickets.',
    ),
    icon: PlaneLanding,
  },
  {
    title: t('offered.flights', 'Flights'),
    text: t(
      'offered.flightsText',
      'One-way, return and multi-city fares with seats, meals and extra baggage added at booking.',
    ),
    icon: Plane,
  },
  {
    title: t('offered.insurance', 'Travel insurance'),
    text: t(
      'offered.insuranceText',
      'Single-trip and family plans for inbound and outbound travel, issued instantly with the policy document.',
    ),
    icon: ShieldCheck,
  },
  {
    title: t('offered.quote', 'Insta Quote'),
    text: t(
      'offered.quoteText',
      'Build a multi-part quotation with hotels, transfers, excursions and visas in minutes, and e-mail it to your client under your own markup.',
    ),
    icon: FileText,
  },
  {
    title: t('offered.wallet', 'Wallet & credit'),
    text: t(
      'offered.walletText',
      'Top up by card or bank transfer, pay bookings from your balance or agreed credit line, and download statements at any time.',
    ),
    icon: Wallet,
  },
];

export const whyChooseUs = (t: Translate): { title: string; text: string }[] => [
  {
    title: t('why.licensed', 'Licensed UAE operator'),
    text: t(
      'why.licensedText',
      'Desert Rose Tourism LLC is a Dubai-licensed tour operator (licence 671267) with its own ground team, vehicles and guides.',
    ),
  },
  {
    title: t('why.margins', 'Your margins, your way'),
    text: t(
      'why.marginsText',
      'Set your own markups per product for your clients and your sub-agents. Client documents show your prices, never ours.',
    ),
  },
  {
    title: t('why.wallet', 'One wallet for everything'),
    text: t(
      'why.walletText',
      'A single balance and credit line across hotels, attractions, visas, flights and insurance, with a full statement of every movement.',
    ),
  },
  {
    title: t('why.support', 'Support that answers'),
    text: t(
      'why.supportText',
      'A dedicated operations desk on WhatsApp, phone and e-mail for each product, seven days a week.',
    ),
  },
  {
    title: t('why.teams', 'Built for teams'),
    text: t(
      'why.teamsText',
      'Add sub-agents, choose which modules they can use and follow their bookings and earnings from one account.',
    ),
  },
  {
    title: t('why.integration', 'Ready for integration'),
    text: t(
      'why.integrationText',
      'Connect your own website or booking engine to our inventory through the documented attractions API.',
    ),
  },
];
