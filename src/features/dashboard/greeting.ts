/** The dashboard's greeting by the hour of the user's day (pure: the shell's unit tests import it). */
export function greeting(name: string, hour: number): string {
  const part = hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening';
  return `${part}, ${name}`;
}
