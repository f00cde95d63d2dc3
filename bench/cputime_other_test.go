//go:build !unix

package bench

// cpuTime is not measured here.
func cpuTime() float64      { return 0 }
func childCPUTime() float64 { return 0 }
