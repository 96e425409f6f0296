import { describe, expect, it } from 'vitest';
import { EMPTY_TICKET_FORM, fieldOf, ticketBodyOf, visaFileProblem, type TicketForm } from './forms';

const file = (name: string, type: string, size: number) => ({ name, type, size }) as unknown as File;

describe('visaFileProblem', () => {
  it('asks for a PDF of at most 5 MB', () => {
    expect(visaFileProblem(null)).toBe('Choose the visa PDF');
    expect(visaFileProblem(file('visa.png', 'image/png', 100))).toBe('The visa must be a PDF file');
    expect(visaFileProblem(file('visa.pdf', 'application/pdf', 6 * 1024 * 1024))).toBe(
      'The file is larger than 5 MB',
    );
    expect(visaFileProblem(file('visa.pdf', 'application/pdf', 0))).toBe('The file is empty');
    expect(visaFileProblem(file('VISA.PDF', '', 2048))).toBeNull();
  });
});

describe('ticketBodyOf', () => {
  const filled: TicketForm = {
    ...EMPTY_TICKET_FORM,
    airportTo: 'cok',
    airline: 'Air India Express',
    airlineCode: 'ix',
    flightNo: 'IX 434',
    date: '2030-01-10',
    departureTime: '09:40',
    arrivalTime: '15:10',
    durationMinutes: '250',
    price: '890.50',
    seats: '30',
    pnrNo: 'ab12cd',
  };

  it('builds the API body in fils, without a return unless asked', () => {
    const result = ticketBodyOf(filled, false);
    expect('body' in result && result.body).toMatchObject({
      airportFrom: 'DXB',
      airportTo: 'COK',
      onward: { airlineCode: 'IX', durationMinutes: 250 },
      return: null,
      price: 89_050,
      infantPrice: 0,
      seats: 30,
      pnrNo: 'AB12CD',
      deadlineHours: 72,
    });
  });

  it('names the fields to fix, the return flight under its own fields', () => {
    const result = ticketBodyOf({ ...filled, price: '8,90', seats: '', airportTo: '' }, true);
    const errors = 'errors' in result ? result.errors : {};
    expect(errors).toMatchObject({
      price: 'Enter an amount such as 850.00',
      seats: 'Fill in this field',
      airportTo: 'Enter the destination airport',
    });
    expect(errors.returnFlightNo).toBeTruthy();
    expect(errors.returnDate).toBeTruthy();
    expect(ticketBodyOf({ ...filled, seats: 'ten' }, false)).toMatchObject({
      errors: { seats: 'Enter a whole number' },
    });
  });

  it('maps the API field paths back to the form', () => {
    expect(fieldOf('onward.flightNo')).toBe('flightNo');
    expect(fieldOf('return.date')).toBe('returnDate');
    expect(fieldOf('pnrNo')).toBe('pnrNo');
    expect(fieldOf('nothing')).toBeUndefined();
  });
});
