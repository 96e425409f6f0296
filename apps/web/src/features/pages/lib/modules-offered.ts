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

export interface OfferedModule {
  title: string;
  text: string;
  icon: LucideIcon;
}

/** The business modules of spec section 1 as the landing and about pages present them. */
export const OFFERED_MODULES: OfferedModule[] = [
  {
    title: 'Hotels',
    text: 'Contracted and live rates for hotels and apartments across the UAE and worldwide, with instant confirmation and clear cancellation terms.',
    icon: BedDouble,
  },
  {
    title: 'Attractions & excursions',
    text: 'Theme parks, desert safaris, dhow cruises, city tours and landmark tickets with time slots, shared or private transfers and printable tickets.',
    icon: Ticket,
  },
  {
    title: 'UAE visas',
    text: 'Tourist visas for 30 and 60 days, applied online with document upload and status tracking per traveller.',
    icon: FileCheck2,
  },
  {
    title: 'A2A trips',
    text: 'Airport-to-airport block seats on popular sectors, bookable by date with per-passenger tickets.',
    icon: PlaneLanding,
  },
  {
    title: 'Flights',
    text: 'One-way, return and multi-city fares with seats, meals and extra baggage added at booking.',
    icon: Plane,
  },
  {
    title: 'Travel insurance',
    text: 'Single-trip and family plans for inbound and outbound travel, issued instantly with the policy document.',
    icon: ShieldCheck,
  },
  {
    title: 'Insta Quote',
    text: 'Build a multi-part quotation with hotels, transfers, excursions and visas in minutes, and e-mail it to your client under your own markup.',
    icon: FileText,
  },
  {
    title: 'Wallet & credit',
    text: 'Top up by card or bank transfer, pay bookings from your balance or agreed credit line, and download statements at any time.',
    icon: Wallet,
  },
];

export const WHY_CHOOSE_US: { title: string; text: string }[] = [
  {
    title: 'Licensed UAE operator',
    text: 'Desert Rose Tourism LLC is a Dubai-licensed tour operator (licence 671267) with its own ground team, vehicles and guides.',
  },
  {
    title: 'Your margins, your way',
    text: 'Set your own markups per product for your clients and your sub-agents. Client documents show your prices, never ours.',
  },
  {
    title: 'One wallet for everything',
    text: 'A single balance and credit line across hotels, attractions, visas, flights and insurance, with a full statement of every movement.',
  },
  {
    title: 'Support that answers',
    text: 'A dedicated operations desk on WhatsApp, phone and e-mail for each product, seven days a week.',
  },
  {
    title: 'Built for teams',
    text: 'Add sub-agents, choose which modules they can use and follow their bookings and earnings from one account.',
  },
  {
    title: 'Ready for integration',
    text: 'Connect your own website or booking engine to our inventory through the documented attractions API.',
  },
];
