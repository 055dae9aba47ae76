import { useQuery } from '@tanstack/react-query';
import { useManagerApi } from '../../app/manager-context.tsx';

/** `managers/restaurant`: the restaurants the signed-in manager manages. */
export function useManagedRestaurants(enabled: boolean) {
  const api = useManagerApi();
  return useQuery({ queryKey: ['managed-restaurants'], queryFn: () => api.managers.restaurant(), enabled, staleTime: 5 * 60_000 });
}
