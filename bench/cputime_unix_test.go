//go:build unix

package bench

import "syscall"

// cpuTime returns the processor time the process has used, in seconds:
// a figure that a busy machine changes less than the wall clock.
func cpuTime() float64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return float64(ru.Utime.Nano()+ru.Stime.Nano()) / 1e9
}

// childCPUTime is the processor time of the process's finished children
// (git, for the agent's jobs), in seconds.
func childCPUTime() float64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_CHILDREN, &ru); err != nil {
		return 0
	}
	return float64(ru.Utime.Nano()+ru.Stime.Nano()) / 1e9
}
