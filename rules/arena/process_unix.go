//go:build unix

package main

import (
	"os/exec"
	"syscall"
)

// inOwnGroup starts the bot in a process group of its own, so that ending
// it also ends what it started: a wrapper script's real bot, say, which
// would otherwise live on and hold the pipes open.
func inOwnGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
}

// killTree kills the bot's process group: before Wait has returned, while
// the leader is not reaped yet, or at once after (a group's id is not
// given to another group while any member of it lives; an empty group's
// kill finds nobody).
func killTree(cmd *exec.Cmd) error {
	return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
}
