import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { saveEnquiry, selectA2a, startEnquiry } from '../a2a.slice';

/** The a2a enquiry of a ticket, started when missing and kept in local storage (`a2aEnquiry`) on every change. */
export function useA2aEnquiry(ticketId: string, date: string | undefined) {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectA2a);
  const enquiry = state.a2aEnquiry?.ticketId === ticketId ? state.a2aEnquiry : null;
  useEffect(() => {
    if (!enquiry && date) dispatch(startEnquiry({ ticketId, date }));
  }, [enquiry, date, ticketId, dispatch]);
  useEffect(() => {
    if (state.a2aEnquiry) saveEnquiry(state.a2aEnquiry);
  }, [state.a2aEnquiry]);
  return { enquiry, travellers: state.travellers };
}
