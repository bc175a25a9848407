import { availableParallelism, loadavg } from 'node:os';

export interface MachineState {
  cpus: number;
  /** 1, 5 and 15 minute load averages: on a shared machine they say how far to trust a figure. */
  loadAverage: [number, number, number];
}

export function machineState(): MachineState {
  const [one = 0, five = 0, fifteen = 0] = loadavg().map((value) => Math.round(value * 100) / 100);
  return { cpus: availableParallelism(), loadAverage: [one, five, fifteen] };
}

export function describeMachine(state: MachineState): string {
  return `load average ${state.loadAverage.join(' / ')} on ${state.cpus} CPUs`;
}
