# ctest desktop_integration: validates the files cmake/Install.cmake installs. A checker
# that is not installed is reported and skipped; everything present must pass cleanly.
set(res ${SOURCE_DIR}/resources)
set(failures "")

function(run_check name)
    execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT rc EQUAL 0 OR NOT "${err}" STREQUAL "")
        message("FAIL ${name} (exit ${rc}):\n${out}${err}")
        set(failures "${failures} ${name}" PARENT_SCOPE)
    else()
        message("ok   ${name}")
    endif()
endfunction()

if(DESKTOP_FILE_VALIDATE)
    # desktop-file-validate prints hints and warnings on stdout and exits 0 for some of them.
    execute_process(COMMAND ${DESKTOP_FILE_VALIDATE} ${res}/gridgames.desktop
                    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT rc EQUAL 0 OR NOT "${out}${err}" STREQUAL "")
        message("FAIL desktop-file-validate:\n${out}${err}")
        set(failures "${failures} desktop")
    else()
        message("ok   desktop-file-validate gridgames.desktop")
    endif()
else()
    message("skip desktop-file-validate (Debian: desktop-file-utils)")
endif()

if(APPSTREAMCLI)
    run_check("appstreamcli validate" ${APPSTREAMCLI} validate --no-net
              ${res}/${APPSTREAM_ID}.metainfo.xml)
else()
    message("skip appstreamcli validate (Debian: appstream)")
endif()

if(GROFF)
    foreach(page gridgames.6 gridgames-cli.6 pbrain-gridgames.6)
        # -ww: all warnings; -z: no output. Any warning text counts as a failure.
        run_check("groff ${page}" ${GROFF} -k -man -ww -z -Tutf8 ${res}/man/${page})
    endforeach()
else()
    message("skip groff (Debian: groff-base)")
endif()

# The newest release in the metainfo is the project version.
file(READ ${res}/${APPSTREAM_ID}.metainfo.xml metainfo)
string(REGEX MATCH "<release version=\"([^\"]+)\"" _ "${metainfo}")
if(NOT CMAKE_MATCH_1 STREQUAL VERSION)
    message("FAIL metainfo's first release is '${CMAKE_MATCH_1}', project version ${VERSION}")
    set(failures "${failures} release")
else()
    message("ok   metainfo release ${VERSION}")
endif()
foreach(page gridgames.6 gridgames-cli.6 pbrain-gridgames.6)
    file(READ ${res}/man/${page} text)
    if(NOT text MATCHES "\"${VERSION}\"")
        message("FAIL ${page} does not name version ${VERSION} in its .TH line")
        set(failures "${failures} ${page}-version")
    endif()
endforeach()

file(READ ${res}/changelog changelog)
if(NOT changelog MATCHES "^gridgames \\(${VERSION}\\)")
    message("FAIL resources/changelog does not start with gridgames (${VERSION})")
    set(failures "${failures} changelog")
endif()

if(NOT failures STREQUAL "")
    message(FATAL_ERROR "desktop integration checks failed:${failures}")
endif()
