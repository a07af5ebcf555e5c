//go:build unix

package main

import "syscall"

// descriptorLimit is the process's limit of open files (0: unknown).
func descriptorLimit() int {
	var l syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &l); err != nil {
		return 0
	}
	return int(min(l.Cur, 1<<20))
}
