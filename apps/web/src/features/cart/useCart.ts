import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../lib/session';
import { cartApi, cartKeys } from './api';

/** The member's cart (created on first use); disabled for a guest. */
export function useCart() {
  const { token } = useSession();
  return useQuery({ queryKey: cartKeys.current(), queryFn: cartApi.load, enabled: Boolean(token), staleTime: 0 });
}
