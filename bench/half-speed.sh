#!/bin/bash
# Runs a command on an emulated half-speed host: every core gives half its time to a busy
# real-time thread (Linux RT throttling lets it run 5 ms of every 10 ms), so each thread of the
# command runs at half speed and the machine does half the work a second, as on the days this host
# ran at half speed. Check it with the host reference the grid prints: about twice the quick day's.
#
#   sudo bench/half-speed.sh node bench/dist/run-all.js --only grid --grid-no-wait
#
# Needs root, taskset and chrt (util-linux). The throttle settings are put back on exit; the busy
# threads end with this script, even if it is killed.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: bench/half-speed.sh COMMAND [ARGS...]" >&2
  exit 2
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "half-speed.sh: needs root (it changes the kernel's real-time throttle)" >&2
  exit 2
fi
for tool in taskset chrt nproc; do
  command -v "$tool" > /dev/null || { echo "half-speed.sh: $tool is missing (apt-get install util-linux)" >&2; exit 2; }
done

# The throttle: the root cgroup's where real-time group scheduling is on (cgroup v1), else the
# kernel-wide one.
if [ -w /sys/fs/cgroup/cpu/cpu.rt_runtime_us ]; then
  runtime_file=/sys/fs/cgroup/cpu/cpu.rt_runtime_us
  period_file=/sys/fs/cgroup/cpu/cpu.rt_period_us
else
  runtime_file=/proc/sys/kernel/sched_rt_runtime_us
  period_file=/proc/sys/kernel/sched_rt_period_us
fi
old_runtime=$(cat "$runtime_file")
old_period=$(cat "$period_file")
# Left over by a run that was killed before it could put them back: the kernel's defaults.
if [ "$old_period" = 10000 ] && [ "$old_runtime" = 5000 ]; then
  old_period=1000000
  old_runtime=950000
fi

busy=()
restore() {
  if [ "${#busy[@]}" -gt 0 ]; then kill "${busy[@]}" 2> /dev/null || true; fi
  wait 2> /dev/null || true
  # A runtime longer than the period is refused: the period first when it grows back.
  echo "$old_period" > "$period_file"
  echo "$old_runtime" > "$runtime_file"
}
trap restore EXIT
trap 'exit 130' INT TERM

# The runtime first: it must never exceed the period.
echo 5000 > "$runtime_file"
echo 10000 > "$period_file"
me=$$
for cpu in $(seq 0 $(($(nproc) - 1))); do
  # Busy while this script lives (kill -0 is a shell builtin: no process per turn).
  taskset -c "$cpu" chrt -f 10 sh -c "while kill -0 $me 2> /dev/null; do :; done" &
  busy+=($!)
done
sleep 0.3
"$@"
